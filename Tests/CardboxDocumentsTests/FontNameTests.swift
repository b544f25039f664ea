import Testing

@testable import CardboxPDF

/// What a PDF font's name says about its style, on names real PDFs carry.
@Suite struct FontNameTests {
    @Test(arguments: [
        "GSNRSV+CMTT10", "CVQXUK+CMSLTT10", "CMITT10", "SFTT1000", "LMMono10-Regular", "Courier", "NimbusMonL-Regu",
        "DejaVuSansMono-Bold", "Consolas", "Inconsolata", "SourceCodePro-Regular", "CourierNewPSMT",
    ])
    func fixedWidthFacesAreMonospace(name: String) {
        #expect(FontName.isMonospace(name))
    }

    @Test(arguments: [
        "PGXFVZ+CMR10", "CMSL10", "CMBX12", "CMMI10", "Times-Roman", "Helvetica", "NimbusRomNo9L-Medi",
        "LinLibertineT", "Palatino-Roman", "CMSSBX10", "Monotype-Corsiva",
    ])
    func proportionalFacesAreNot(name: String) {
        #expect(!FontName.isMonospace(name))
    }
}
