// The Text interface's answers: characters, words, sentences and lines of a node's readable text.
import SplitKitDBus
import SplitKit

extension ATSPIResponder {
    func textMethod(_ call: ATSPICall, entry: ATSPITree.Entry, in tree: ATSPITree) -> ATSPIReply {
        let text = Array((Self.readableText(of: entry.node) ?? "").unicodeScalars)
        let args = call.arguments
        let offset = args.first?.intValue ?? 0
        func string(_ range: Range<Int>) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: text[range])
            return String(s)
        }
        func segmentReply(_ segment: Range<Int>?) -> ATSPIReply {
            guard let segment else { return .values([.string(""), .int32(0), .int32(0)]) }
            return .values([.string(string(segment)), .int32(Int32(segment.lowerBound)), .int32(Int32(segment.upperBound))])
        }
        func box() -> [DBusValue] {  // the coordinate type is the last argument of the extents calls
            let r = tree.extents(of: entry, in: ATSPI.CoordType(rawValue: UInt32(clamping: args.last?.intValue ?? 0)) ?? .screen)
            return [.int32(Int32(r.x)), .int32(Int32(r.y)), .int32(Int32(r.width)), .int32(Int32(r.height))]
        }
        switch call.member {
        case "GetText":
            let start = min(max(0, offset), text.count)
            let endArgument = args.count > 1 ? args[1].intValue ?? -1 : -1
            let end = endArgument < 0 ? text.count : min(max(start, endArgument), text.count)
            return .values([.string(string(start..<end))])
        case "GetCharacterAtOffset":
            return .values([.int32(text.indices.contains(offset) ? Int32(bitPattern: text[offset].value) : 0)])
        case "GetStringAtOffset":
            let granularity = ATSPI.Granularity(granularity: UInt32(clamping: args.count > 1 ? args[1].intValue ?? 0 : 0)) ?? .character
            return segmentReply(TextSegments(text, granularity).segment(containing: offset))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
            let granularity = ATSPI.Granularity(boundary: UInt32(clamping: args.count > 1 ? args[1].intValue ?? 0 : 0)) ?? .character
            let segments = TextSegments(text, granularity)
            let step = call.member == "GetTextBeforeOffset" ? -1 : call.member == "GetTextAfterOffset" ? 1 : 0
            return segmentReply(segments.segment(containing: offset, step: step))
        case "GetNSelections": return .values([.int32(0)])
        case "GetSelection": return .values([.int32(0), .int32(0)])
        case "AddSelection", "RemoveSelection", "SetSelection", "SetCaretOffset", "ScrollSubstringTo", "ScrollSubstringToPoint":
            return .values([.boolean(false)])
        case "GetAttributes", "GetAttributeRun":
            return .values([.stringDictionary([]), .int32(0), .int32(Int32(text.count))])
        case "GetDefaultAttributes", "GetDefaultAttributeSet": return .values([.stringDictionary([])])
        case "GetCharacterExtents", "GetRangeExtents": return .values(box())  // the whole object's: no glyph positions here
        case "GetAttributeValue": return .values([.string("")])
        case "GetBoundedRanges": return .values([.array(element: "(iisv)", [])])
        case "GetOffsetAtPoint": return .values([.int32(-1)])
        default: return .unknownMethod(call)
        }
    }
}
