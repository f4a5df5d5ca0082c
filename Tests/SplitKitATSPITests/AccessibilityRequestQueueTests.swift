// Issue 25: what assistive technologies ask waits coalesced and bounded, so a flood cannot starve the window.
import SplitKit
import Testing
@testable import SplitKitATSPI

@Suite("Accessibility request queue")
struct AccessibilityRequestQueueTests {
    @Test func twentyThousandValueSetsAreOneAndTheLastWins() {
        var queue = AccessibilityRequestQueue()
        for i in 0..<20_000 { queue.append([.setValue(Double(i), node: "split.separator")]) }
        let batch = queue.take()
        #expect(batch.requests == [.setValue(19_999, node: "split.separator")])
        #expect(batch.received == 20_000 && batch.dropped == 0)
        #expect(queue.take().requests.isEmpty)  // taken
    }

    @Test func valuesOfDifferentNodesFocusAndSelectionCoalesceByWhatTheyAsk() {
        var queue = AccessibilityRequestQueue()
        queue.append([.setValue(1, node: "a"), .setValue(2, node: "b"), .focus(node: "a"), .perform(.press, node: "button"),
                      .setValue(3, node: "a"), .focus(node: "b"), .select(node: "row.1", true), .select(node: "row.1", false),
                      .perform(.press, node: "button")])
        #expect(queue.take().requests == [.setValue(2, node: "b"), .perform(.press, node: "button"), .setValue(3, node: "a"),
                                          .focus(node: "b"), .select(node: "row.1", false), .perform(.press, node: "button")])
    }

    @Test func atMostTheLimitWaitsTheOldestDroppedAndCounted() {
        var queue = AccessibilityRequestQueue()
        let presses = (0..<1000).map { AccessibilityRequest.perform(.press, node: "button.\($0)") }
        queue.append(presses)
        let batch = queue.take()
        #expect(batch.requests == Array(presses.suffix(AccessibilityRequestQueue.limit)))
        #expect(batch.dropped == 1000 - AccessibilityRequestQueue.limit && batch.received == 1000)
    }
}
