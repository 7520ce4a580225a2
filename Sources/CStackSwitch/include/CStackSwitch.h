#ifndef ARRANGE_C_STACK_SWITCH_H
#define ARRANGE_C_STACK_SWITCH_H

#include <stddef.h>

/// The work to run on another stack: called once with `context`.
typedef void (*arrange_stack_body)(void *_Nullable context);

/// Whether `arrange_run_on_stack` can switch stacks on this platform (glibc's ucontext).
int arrange_can_switch_stacks(void);

/// Runs `body(context)` on the current thread with its stack pointer in the region of `size`
/// bytes at `base` (the region's lowest address), and returns when it does: a deep recursion
/// continues on a larger stack without leaving the thread, so thread-local values and the
/// thread's identity (the main thread stays the main thread) are the same inside. Returns 0, or
/// -1 when it cannot switch (then `body` has not run).
int arrange_run_on_stack(void *_Nonnull base, size_t size, arrange_stack_body _Nonnull body, void *_Nullable context);

/// An address in the caller's frame on the machine stack: the stack pointer, near enough. (The
/// address of a local variable is not: AddressSanitizer may keep locals in a heap "fake stack".)
static inline unsigned long arrange_stack_address(void) {
    return (unsigned long)__builtin_frame_address(0);
}

/// The lowest address of the calling thread's stack, or 0 when the platform doesn't say.
unsigned long arrange_thread_stack_lowest_address(void);

/// How many bytes of stack a recursion may use on one stack before continuing on a segment, when
/// something other than the stack's size limits it, else 0. ThreadSanitizer records every function
/// entry of a thread or fiber in a fixed array (64 Ki entries), which a deep recursion fills long
/// before it fills the stack.
unsigned long arrange_stack_budget(void);

#endif
