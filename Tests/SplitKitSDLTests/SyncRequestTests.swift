// The _NET_WM_SYNC_REQUEST helpers that work without X: the request's 64-bit value, and no counter off X11.
import CSDL2
import CSDLPlatform
import Testing

@Suite("Sync request")
struct SyncRequestTests {
    @Test func theValueIsTheLowLongThenTheHighLong() {
        #expect(csdl_platform_sync_value(5, 0) == 5)
        #expect(csdl_platform_sync_value(0, 1) == 1 << 32)
        #expect(csdl_platform_sync_value(0x8000_0001, 0x7FFF_FFFF) == 0x7FFF_FFFF_8000_0001)
    }

    @Test func bitsAboveThirtyTwoInEitherLongAreIgnored() {
        // A long is 64-bit on LP64; a sign-extended low word must not spill into the high word.
        #expect(csdl_platform_sync_value(-1, 0) == 0xFFFF_FFFF)
        #expect(csdl_platform_sync_value(0x1_0000_0002, 0x1_0000_0003) == 0x3_0000_0002)
    }

    @Test func withoutACounterNoEventIsASyncRequest() {
        var event = SDL_Event()
        event.type = SDL_SYSWMEVENT.rawValue
        var value: UInt64 = 7
        var extended: Int32 = 3
        #expect(csdl_platform_sync_request(nil, &event, &value, &extended) == 0)
        #expect(value == 7 && extended == 3)
        csdl_platform_sync_set(nil, CSDL_SYNC_BASIC, 1)  // nothing to answer: must not crash
        csdl_platform_sync_set(nil, CSDL_SYNC_EXTENDED, 2)
        csdl_platform_sync_counter_free(nil)
    }
}
