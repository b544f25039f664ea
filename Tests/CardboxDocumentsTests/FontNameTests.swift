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

    @Test(arguments: [
        "CMBX12", "ABCDEF+CMSSBX10", "NimbusRomNo9L-Medi", "Arial,Bold", "LinLibertineOB", "XYZABC+LinLibertineOBI",
        "LinBiolinumOB", "LinLibertineOZ", "DejaVuSans-Bold", "SourceSansPro-Semibold", "Lato-Black",
    ])
    func boldFacesAreBold(name: String) {
        #expect(FontName.isBold(name))
    }

    @Test(arguments: [
        "CMR10", "LinLibertineO", "LinLibertineOI", "LinBiolinumO", "LinLibertineT", "Times-Roman", "LMMono12-Regular",
    ])
    func regularAndItalicFacesAreNot(name: String) {
        #expect(!FontName.isBold(name))
    }
}
