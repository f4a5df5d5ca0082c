// White space trimmed from both ends of a text, for the modules of this package that read settings, options and names.

extension StringProtocol {
    /// The text without the spaces and tabs at either end, as Foundation's `trimmingCharacters(in: .whitespaces)`
    /// (Unicode's space separators and the tab); line breaks stay.
    package func trimmingBlanks() -> String {
        trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The text without the Unicode scalars `isTrimmed` takes at either end, scalar by scalar as Foundation's
    /// `trimmingCharacters(in:)` (a zero-width joiner at the end goes, though it joins the character before).
    package func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }), let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
