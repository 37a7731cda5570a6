// Huge pages for the converting threads' heaps, set in the process itself (cli.h).
//
// A one-CV process touches ~270 fresh pages of its converting thread's heap (RE2 compiling
// the rules it needs); each first touch is a page fault, ~11 µs apiece on the machine of
// bench/RESULTS.md (300 faults 3.4–3.8 ms, against 0.13–0.18 ms for the same memory as one
// transparent huge page). glibc's heap tunables (glibc.malloc.hugetlb=1, top_pad) do this but
// are read only at exec, and a second exec cost as much as it saved; mallopt sets the top pad
// (the same switch: glibc's tunable calls the same setter), and the heap is advised here.
#include <malloc.h>
#include <sys/mman.h>

#include <atomic>
#include <cstdint>
#include <cstdlib>

#include "bin/cli.h"

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25  // Linux 6.1; older kernels refuse it (EINVAL) and nothing changes
#endif

namespace cvmill::cli {
namespace {

std::atomic<bool> huge_heaps{false};

constexpr std::size_t kTopPad = std::size_t{8} << 20;   // as glibc.malloc.top_pad=8388608
constexpr std::uintptr_t kHugePage = std::uintptr_t{2} << 20;
// glibc's thread heaps are HEAP_MAX_SIZE (64 MiB on 64-bit) reservations aligned to their size,
// the heap's header at the start; a thread's first chunk lies a few KiB after it.
constexpr std::uintptr_t kHeapMax = std::uintptr_t{64} << 20;
constexpr std::uintptr_t kFreshHeap = std::uintptr_t{64} << 10;

}  // namespace

void UseHugeHeaps() {
  if (kSanitized) return;
  if (::mallopt(M_TOP_PAD, static_cast<int>(kTopPad)) == 1) huge_heaps.store(true, std::memory_order_relaxed);
}

void PrepareThreadHeap() {
  if (!huge_heaps.load(std::memory_order_relaxed)) return;
  // The first allocation of a thread gives it its arena: with the top pad, a heap whose first
  // 8 MiB are writable. Only a heap made for this thread is advised (its first chunk near an
  // aligned start); otherwise (an arena shared or reused) nothing is done. Advice never
  // changes memory's contents: at worst, a range advised that was not such a heap holds
  // huge pages.
  void* volatile probe = std::malloc(1);
  const auto p = reinterpret_cast<std::uintptr_t>(static_cast<void*>(probe));
  const std::uintptr_t heap = p & ~(kHeapMax - 1);
  if (probe != nullptr && p - heap < kFreshHeap) {
    auto* start = reinterpret_cast<void*>(heap);
    // Pages first touched from now on are huge; the first 2 MiB, where the heap's header is
    // already written, become one huge page now (its few small pages copied in).
    if (::madvise(start, kTopPad, MADV_HUGEPAGE) == 0) ::madvise(start, kHugePage, MADV_COLLAPSE);
  }
  std::free(probe);
}

}  // namespace cvmill::cli
