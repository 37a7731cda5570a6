// Huge pages for the heaps that convert, set in the process itself (cli.h): parse's and
// merge's converting threads', and a worker process's.
//
// A one-CV process touches ~270 fresh pages of its converting thread's heap (RE2 compiling
// the rules it needs); each first touch is a page fault, ~11 µs apiece on the machine of
// bench/RESULTS.md (300 faults 3.4–3.8 ms, against 0.13–0.18 ms for the same memory as one
// transparent huge page). glibc's heap tunables (glibc.malloc.hugetlb=1, top_pad) do this but
// are read only at exec, and a second exec cost as much as it saved; mallopt sets the top pad
// (the same switch: glibc's tunable calls the same setter), and the heap is advised here. A
// worker process (a PDF's, a DOCX's) had no tunables at all: ~400 of its ~1,060 faults for one
// PDF were its heap's (595 faults with this), and a 1,000-PDF batch took ~7,000 faults (the
// heap trimmed and grown again between documents), 795 with this.
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

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
// Workers: the heap's growth in huge pages only when --max-memory leaves room for the pad.
constexpr std::size_t kWorkerMinMib = 256;
constexpr std::size_t kWorkerMmapThreshold = std::size_t{32} << 20;
constexpr std::uintptr_t kProbe = std::uintptr_t{64} << 10;

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

void UseHugeWorkerHeap(std::size_t memory_mib) {
  if (kSanitized || std::getenv("GLIBC_TUNABLES") != nullptr || (memory_mib != 0 && memory_mib < kWorkerMinMib)) return;
  // A worker converts on its main thread, from the heap glibc grows with brk, which starts
  // anywhere in a 2 MiB block: only whole blocks can be huge pages. So the heap is grown by the
  // top pad now, a spacer that is never touched nor freed fills the rest of the current block,
  // and what follows it is advised: allocations from the heap's top then come from huge pages.
  // Allocations under 32 MiB come from the heap (glibc's own ceiling for its moving mmap
  // threshold, which setting the top pad fixes at 128 KiB otherwise).
  if (::mallopt(M_MMAP_THRESHOLD, static_cast<int>(kWorkerMmapThreshold)) != 1 ||
      ::mallopt(M_TOP_PAD, static_cast<int>(kTopPad)) != 1)
    return;
  void* volatile first = std::malloc(kProbe);  // from the heap's top, which now grows by the pad
  const auto p = reinterpret_cast<std::uintptr_t>(static_cast<void*>(first));
  if (first == nullptr) return;
  const std::uintptr_t block = (p + kProbe + 4096 + kHugePage - 1) & ~(kHugePage - 1);
  void* volatile spacer = std::malloc(block - (p + kProbe) - 4 * sizeof(std::size_t));
  (void)spacer;  // kept: its pages are never touched
  const auto brk_end = reinterpret_cast<std::uintptr_t>(::sbrk(0));
  if (brk_end > block + kHugePage) ::madvise(reinterpret_cast<void*>(block), brk_end - block, MADV_HUGEPAGE);
  std::free(first);
}

}  // namespace cvmill::cli
