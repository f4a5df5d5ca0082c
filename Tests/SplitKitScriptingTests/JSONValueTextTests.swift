// JSONValue writes strings as JSONEncoder (with slashes left as they are) writes them, for every character, without
// calling it.
import Foundation
import Testing
@testable import SplitKitScripting

@Suite("JSON value text")
struct JSONValueTextTests {
    /// What JSONEncoder writes for `text`, slashes left as they are.
    private func encoderText(_ text: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: try encoder.encode(text), as: UTF8.self)
    }

    @Test("every character below U+0100 is written as JSONEncoder writes it, alone and among others")
    func latinAndControls() throws {
        for value in 0..<0x100 {
            let scalar = try #require(Unicode.Scalar(value))
            let alone = String(Character(scalar)), among = "a\(alone)b/\(alone)"
            #expect(JSONValue.string(alone).compactText == (try encoderText(alone)), "U+\(String(value, radix: 16))")
            #expect(JSONValue.string(among).compactText == (try encoderText(among)), "U+\(String(value, radix: 16))")
        }
    }

    @Test("the other scalars, in runs of 4,096, are written as JSONEncoder writes them: every one to U+2FFF, then every 31st")
    func otherScalars() throws {
        var run = String.UnicodeScalarView()
        for value in 0x100...0x10FFFF where value < 0x3000 || value % 31 == 0 || value == 0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates are no scalars
            run.append(scalar)
            if run.count == 4096 || value == 0x10FFFF {
                let text = String(run)
                #expect(JSONValue.string(text).compactText == (try encoderText(text)), "run ending at U+\(String(value, radix: 16))")
                run = String.UnicodeScalarView()
            }
        }
    }

    @Test("keys are escaped as values are, and objects keep their order")
    func keysAndOrder() {
        let value = JSONValue.object([("z\"\n", .string("a\\b\u{1}")), ("a", .array([.string("/"), .number(1.5), .null]))])
        #expect(value.compactText == #"{"z\"\n":"a\\b\u0001","a":["/",1.5,null]}"#)
    }

    /// JSONEncoder's code is about 1 MB of the executable, resident in every window that called it once: the state log
    /// is written every frame, so its records are written without it.
    @Test("writing the state log calls no JSONEncoder")
    func stateLogNeedsNoEncoder() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SplitKitScripting")
        for file in ["JSONValue.swift", "StateLog.swift"] {
            let code = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(!code.contains { $0.contains("JSONEncoder") || $0.contains("JSONSerialization") }, "\(file)")
        }
    }
}
