import PlaceholderCore

/// The demo's strings. The demo ships its messages in the project's one
/// catalog, `placeholders`, beside the library's; an app of your own uses a
/// domain named after it (`TextDomain("org.example.App")`).
let demoStrings = TextDomain.placeholders

/// The translation of one of the demo's messages (the keyword xgettext
/// extracts).
func translate(_ message: String) -> String { demoStrings.translate(message) }

/// The translation of one of the demo's messages whose form depends on a
/// count.
func translate(_ singular: String, plural: String, count: Int) -> String {
  demoStrings.translate(singular, plural: plural, count: count)
}

/// Fills a translated template's slots (`%@`, `%1$@`…) with values.
func substitute(_ template: String, _ values: String...) -> String {
  TextDomain.format(template, values: values)
}
