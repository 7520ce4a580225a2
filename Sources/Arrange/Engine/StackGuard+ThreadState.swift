import CStackSwitch
import Foundation

extension StackGuard {
    /// What `StackGuard` knows of the current thread: the threshold of the stack it runs on now.
    /// One instance per thread, reached through a POSIX thread-specific key.
    final class ThreadState {
        /// The lowest address a recursion may reach on the current stack before it continues on
        /// a segment; 0 when the stack's extent is unknown (then it never does).
        var threshold: UInt

        init(threshold: UInt) { self.threshold = threshold }

        /// The current thread's state, made on first use from the thread's own stack, and released
        /// when the thread ends.
        static var current: ThreadState {
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<ThreadState>.fromOpaque(pointer).takeUnretainedValue()
            }
            let lowest = threadStackLowestAddress()
            // A stack whose extent the platform reports wrongly (the current frame not above its
            // lowest address) is never switched from rather than switched from at every level.
            let plausible = lowest != 0 && StackGuard.stackPointer() > lowest + UInt(StackGuard.margin)
            var threshold = plausible ? lowest + UInt(StackGuard.margin) : 0
            if let budget = StackGuard.budget { threshold = max(threshold, StackGuard.stackPointer() - budget) }
            let state = ThreadState(threshold: threshold)
            pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
            return state
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            let status = pthread_key_create(&key) { pointer in
                let pointer: UnsafeMutableRawPointer? = pointer
                if let pointer { Unmanaged<ThreadState>.fromOpaque(pointer).release() }
            }
            precondition(status == 0, "Arrange could not create a thread-specific key (pthread_key_create returned \(status))")
            return key
        }()

        /// The lowest address of the current thread's stack, or 0 when the platform doesn't say.
        private static func threadStackLowestAddress() -> UInt {
            UInt(arrange_thread_stack_lowest_address())
        }
    }
}
