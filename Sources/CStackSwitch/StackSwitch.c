// Runs a function on a stack region of the caller's choosing, on the same thread (glibc's
// makecontext/swapcontext). Arrange uses it when a deep view tree is about to exhaust the thread's
// own stack (Docs/Engine.md, "Threads and stacks").
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CStackSwitch.h"

#if defined(__linux__) || defined(__APPLE__)
#include <pthread.h>
#endif

unsigned long arrange_stack_budget(void) {
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
    return 1ul << 20;
#endif
#endif
    return 0;
}

unsigned long arrange_thread_stack_lowest_address(void) {
#if defined(__linux__)
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *address = 0;
    size_t size = 0;
    int status = pthread_attr_getstack(&attributes, &address, &size);
    pthread_attr_destroy(&attributes);
    return status == 0 ? (unsigned long)address : 0;
#elif defined(__APPLE__)
    pthread_t thread = pthread_self();
    return (unsigned long)pthread_get_stackaddr_np(thread) - (unsigned long)pthread_get_stacksize_np(thread);
#else
    return 0;
#endif
}

#if defined(__linux__) && defined(__GLIBC__)
#include <stdint.h>
#include <ucontext.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARRANGE_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define ARRANGE_TSAN 1
#endif
#endif

#ifdef ARRANGE_ASAN
void __sanitizer_start_switch_fiber(void **fake_stack_save, const void *bottom, size_t size);
void __sanitizer_finish_switch_fiber(void *fake_stack_save, const void **bottom_old, size_t *size_old);
#endif
#ifdef ARRANGE_TSAN
void *__tsan_get_current_fiber(void);
void *__tsan_create_fiber(unsigned flags);
void __tsan_destroy_fiber(void *fiber);
void __tsan_switch_to_fiber(void *fiber, unsigned flags);
#endif

struct arrange_switch {
    arrange_stack_body body;
    void *context;
    ucontext_t caller;
#ifdef ARRANGE_ASAN
    const void *caller_bottom;
    size_t caller_size;
#endif
#ifdef ARRANGE_TSAN
    void *caller_fiber;
#endif
};

#if defined(__has_attribute)
#if __has_attribute(disable_sanitizer_instrumentation)
#define ARRANGE_UNINSTRUMENTED __attribute__((disable_sanitizer_instrumentation))
#endif
#endif
#ifndef ARRANGE_UNINSTRUMENTED
#define ARRANGE_UNINSTRUMENTED
#endif

// makecontext passes int arguments only: the pointer comes in two halves. Not instrumented: it
// runs across the switches, and a sanitizer's record of function entries and exits would see it
// enter on one stack and leave on another.
ARRANGE_UNINSTRUMENTED
static void arrange_switch_entry(unsigned int high, unsigned int low) {
    struct arrange_switch *state = (struct arrange_switch *)(((uintptr_t)high << 32) | (uintptr_t)low);
#ifdef ARRANGE_ASAN
    __sanitizer_finish_switch_fiber(NULL, &state->caller_bottom, &state->caller_size);
#endif
    state->body(state->context);
#ifdef ARRANGE_ASAN
    __sanitizer_start_switch_fiber(NULL, state->caller_bottom, state->caller_size);
#endif
    // Returning resumes `caller` (uc_link); ThreadSanitizer is told of the switch back there.
}

int arrange_can_switch_stacks(void) { return 1; }

int arrange_run_on_stack(void *base, size_t size, arrange_stack_body body, void *context) {
    struct arrange_switch state;
    state.body = body;
    state.context = context;
    ucontext_t callee;
    if (getcontext(&callee) != 0) return -1;
    callee.uc_stack.ss_sp = base;
    callee.uc_stack.ss_size = size;
    callee.uc_link = &state.caller;
    uintptr_t address = (uintptr_t)&state;
    makecontext(&callee, (void (*)(void))arrange_switch_entry, 2, (unsigned int)(address >> 32), (unsigned int)(address & 0xffffffffu));
#ifdef ARRANGE_TSAN
    state.caller_fiber = __tsan_get_current_fiber();
    void *fiber = __tsan_create_fiber(0);
    __tsan_switch_to_fiber(fiber, 0);
#endif
#ifdef ARRANGE_ASAN
    void *fake_stack = NULL;
    __sanitizer_start_switch_fiber(&fake_stack, base, size);
#endif
    int status = swapcontext(&state.caller, &callee);
#ifdef ARRANGE_TSAN
    __tsan_switch_to_fiber(state.caller_fiber, 0);
    __tsan_destroy_fiber(fiber);
#endif
#ifdef ARRANGE_ASAN
    __sanitizer_finish_switch_fiber(fake_stack, NULL, NULL);
#endif
    return status == 0 ? 0 : -1;
}

#else

int arrange_can_switch_stacks(void) { return 0; }

int arrange_run_on_stack(void *base, size_t size, arrange_stack_body body, void *context) {
    (void)base; (void)size; (void)body; (void)context;
    return -1;
}

#endif
