// Resizing every frame across the breakpoints: no frame may be laid out for another size or size class.
import Foundation
import SplitKitTestSupport
import Testing
@testable import SplitDemo
import SplitKitScripting

@MainActor
@Suite("Resize sweep, headless", .serialized)
struct ResizeSweepTests {
    /// Problems with one state log record: a layout that disagrees with its own window size.
    static func disagreements(_ r: JSONRecord) -> [String] {
        guard case .number(let w)? = r["window.w"], case .number(let h)? = r["window.h"] else { return ["no window"] }
        func num(_ path: String) -> Double? { if case .number(let n)? = r[path] { n } else { nil } }
        var problems: [String] = []
        let compact = w < 600, tiled = w >= 900
        if r["sizeClass"] != .string(compact ? "compact" : "regular") { problems.append("sizeClass") }
        if r["collapsed"] != .bool(compact) { problems.append("collapsed") }
        if num("primary.h") != h || num("secondary.h") != h { problems.append("heights") }
        if compact {
            if r["separator"] != .null { problems.append("separator when compact") }
            if num("primary.w") != w || num("secondary.w") != w { problems.append("compact page widths") }
        } else if !tiled {
            if r["separator"] != .null { problems.append("separator in the overlay band") }
            if num("secondary.x") != 0 || num("secondary.w") != w { problems.append("overlay band secondary") }
        } else {
            guard let px = num("primary.x"), let pw = num("primary.w"), let sx = num("separator.x"),
                let sw = num("separator.w"), let dx = num("secondary.x"), let dw = num("secondary.w")
            else { return problems + ["tiled frames missing"] }
            // Primary | separator | secondary edge to edge across the window (a collapsing primary keeps
            // its width and slides off the leading edge, so its left edge may be negative).
            if px + pw != sx || sx + sw != dx || dx + dw != w || px > 0 {
                problems.append("tiled frames \(px)+\(pw) | \(sx)+\(sw) | \(dx)+\(dw) across \(w)")
            }
            if num("primaryCollapse") == 0, r["displayMode"] != "oneBesideSecondary" { problems.append("tiled display mode") }
        }
        if !(w >= 600 && !tiled), num("overlayProgress") != 0 { problems.append("overlay outside its band") }
        return problems
    }

    @Test func everyFrameIsLaidOutForItsOwnWindow() throws {
        let folder = try makeTemporaryFolder()
        defer { removeTemporaryFolder(folder) }
        var steps = [#"{"tap": [150, 154]}"#, #"{"resize": [800, 700]}"#, #"{"key": "F9"}"#, #"{"wait": 0.05}"#]
        for i in 0..<240 {  // four seconds, one resize per frame, swinging across both breakpoints
            let width = Int(max(320, 760 + 520 * sin(Double(i) / 9)))
            steps.append(#"{"resize": [\#(width), \#(600 + i % 7 * 10)]}"#)
            if i % 40 == 20 { steps.append(#"{"key": "F9"}"#) }
        }
        steps.append(#"{"resize": [1000, 700]}"#)
        steps.append(#"{"shot": "end"}"#)
        steps.append(#"{"expect": {"selection": "Item 3"}}"#)
        try ("[" + steps.joined(separator: ",\n") + "]").write(toFile: folder + "/sweep.json", atomically: true, encoding: .utf8)
        var errors: [String] = []
        let options = try SplitviewOptions.parse(["--headless", "--script", folder + "/sweep.json", "--out", folder])
        #expect(SplitviewApp.run(options) { errors.append($0) } == 0, "\(errors)")

        let log = try readStateLog(folder + "/state.jsonl")
        #expect(log.count > 240)
        var bands = Set<String>()
        for record in log {
            let problems = Self.disagreements(record)
            #expect(problems.isEmpty, "frame \(record["frame"]?.compactText ?? "?"): \(problems)")
            if case .number(let w)? = record["window.w"] { bands.insert(w < 600 ? "compact" : w < 900 ? "overlay" : "tiled") }
            if record["frame"] != .number(0) { #expect(record["selection"] == "Item 3") }  // the detail survives every change
        }
        #expect(bands == ["compact", "overlay", "tiled"])
        // The screenshot is the size of the window it was taken at.
        let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/end.png"))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1000)
    }

    @Test func aLayoutForAnotherSizeWouldBeCaught() {
        // The checker itself: a tiled record whose frames add up to another width is flagged.
        let bad = try! JSONRecord(#"{"frame":1,"window":{"w":1000,"h":700},"sizeClass":"regular","collapsed":false,"primary":{"x":0,"y":0,"w":360,"h":700},"separator":{"x":360,"y":0,"w":8,"h":700},"secondary":{"x":368,"y":0,"w":832,"h":700},"displayMode":"oneBesideSecondary","overlayProgress":0,"primaryCollapse":0}"#)
        #expect(Self.disagreements(bad) == ["tiled frames 0.0+360.0 | 360.0+8.0 | 368.0+832.0 across 1000.0"])
    }
}
