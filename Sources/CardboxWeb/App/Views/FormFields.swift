/// Labelled form controls with their validation messages.
enum FormFields {
    /// A labelled input; `error` names what is wrong with it.
    static func input(
        _ label: String, name: String, type: String = "text", value: String = "", error: WebError? = nil,
        required: Bool = true, extra: HTML = ""
    ) -> HTML {
        let message = error?.fields[name]
        let messageID = "\(name)-error"
        let describedBy: HTML = message == nil ? "" : " aria-describedby=\"\(messageID)\" aria-invalid=\"true\""
        let requiredAttribute: HTML = required ? " required" : ""
        let messageHTML: HTML = message.map { "<span class=\"field-error\" id=\"\(messageID)\">\($0)</span>" } ?? ""
        return """
            <label>\(label)<input type="\(type)" name="\(name)" value="\(value)"\(requiredAttribute)\(describedBy)\(extra)>\
            \(messageHTML)</label>
            """
    }

    /// A labelled text area; `error` names what is wrong with it.
    static func textArea(
        _ label: String, name: String, value: String = "", error: WebError? = nil, required: Bool = false,
        extra: HTML = ""
    ) -> HTML {
        let message = error?.fields[name]
        let messageID = "\(name)-error"
        let describedBy: HTML = message == nil ? "" : " aria-describedby=\"\(messageID)\" aria-invalid=\"true\""
        let requiredAttribute: HTML = required ? " required" : ""
        let messageHTML: HTML = message.map { "<span class=\"field-error\" id=\"\(messageID)\">\($0)</span>" } ?? ""
        return """
            <label>\(label)<textarea name="\(name)"\(requiredAttribute)\(describedBy)\(extra)>\(value)</textarea>\
            \(messageHTML)</label>
            """
    }

    /// A labelled select.
    static func select(
        _ label: String, name: String, options: [(value: String, title: String)], selected: String
    )
        -> HTML
    {
        let items = options.map { option -> HTML in
            let mark: HTML = option.value == selected ? " selected" : ""
            return "<option value=\"\(option.value)\"\(mark)>\(option.title)</option>"
        }
        return "<label>\(label)<select name=\"\(name)\">\(items)</select></label>"
    }

    /// The error summary at the top of a form.
    static func summary(_ error: WebError?) -> HTML {
        guard let error else { return "" }
        return "<div class=\"notice error\" role=\"alert\">\(error.message)</div>"
    }
}
