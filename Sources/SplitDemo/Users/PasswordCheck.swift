// A password change checked on another thread: scrypt's check of the current password and the new one's hash.
import Dispatch
import FoundationEssentials
import Glibc
import SplitKitStorage
import Synchronization

/// The slow part of a password change (``UserStore/newPasswordHash(replacing:current:new:)``), started on another
/// thread when made; the users scene polls ``result`` once a frame, or waits for it where frames must not depend on
/// how long it took.
final class PasswordCheck: Sendable {
    /// The user (index in the store) whose password changes.
    let user: Int
    private let answer = Mutex<Result<PasswordHash, UserEditError>?>(nil)
    private let done = DispatchGroup()

    init(user: Int, stored: PasswordHash, current: String, new: String) {
        self.user = user
        done.enter()
        DetachedThread.startOrRunHere("password check") { [self] in
            let result = Result { () throws(UserEditError) in try UserStore.newPasswordHash(replacing: stored, current: current, new: new) }
            answer.withLock { $0 = result }
            done.leave()
        }
    }

    /// The answer once it is there, nil before.
    var result: Result<PasswordHash, UserEditError>? { answer.withLock { $0 } }

    /// The answer, waiting for it.
    func waitForResult() -> Result<PasswordHash, UserEditError> {
        done.wait()
        return answer.withLock { $0 }!
    }
}
