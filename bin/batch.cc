// The ordered batch runner: threads take inputs one at a time from the source, convert them,
// and leave each outcome in a window the main thread empties in input order.
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>

#include "bin/cli.h"

namespace cvmill::cli {

RunEnd RunOrdered(InputSource& source, unsigned jobs, std::size_t window,
                  const std::function<Outcome(const InputItem&)>& work,
                  const std::function<bool(Outcome&)>& consume, const std::function<void()>& idle) {
  struct Shared {
    std::mutex take_mu;  // taking the next input (reading a list or a directory may block)
    std::mutex mu;       // the window
    std::condition_variable room, ready;
    std::deque<std::optional<Outcome>> slots;  // slots[i] is input base + i
    std::size_t base = 0, issued = 0;
    bool exhausted = false, stop = false;
  };
  // Threads left running after a stop must not outlive what they use: the shared state and
  // `work` (often a temporary std::function) are owned by each thread; `source` and what `work`
  // refers to are the caller's, who exits without returning after a stop.
  auto s = std::make_shared<Shared>();
  auto worker = [s, &source, work, window]() {
    bool heap_ready = false;
    for (;;) {
      InputItem item;
      std::size_t index;
      {
        std::lock_guard<std::mutex> take(s->take_mu);
        {
          std::unique_lock<std::mutex> l(s->mu);
          s->room.wait(l, [&] { return s->stop || s->exhausted || s->issued < s->base + window; });
          if (s->stop || s->exhausted) break;
        }
        bool got = source.Next(&item);
        std::lock_guard<std::mutex> l(s->mu);
        if (!got) {
          s->exhausted = true;
          s->ready.notify_all();
          s->room.notify_all();
          break;
        }
        index = s->issued++;
        s->slots.emplace_back();
      }
      Outcome o;
      if (item.kind == InputItem::kFile) {
        if (!heap_ready) PrepareThreadHeap();  // (a thread given no file is left alone)
        heap_ready = true;
        o = work(item);
      } else {
        o.kind = item.kind;
        o.path = item.path;
        o.text = item.reason;
      }
      std::lock_guard<std::mutex> l(s->mu);
      if (s->stop) break;
      s->slots[index - s->base] = std::move(o);
      if (index == s->base) s->ready.notify_one();
    }
  };
  unsigned threads = std::max(1u, jobs);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);

  RunEnd end = RunEnd::kDone;
  for (;;) {
    Outcome next;
    {
      std::unique_lock<std::mutex> l(s->mu);
      auto have = [&] { return !s->slots.empty() && s->slots.front().has_value(); };
      auto over = [&] { return s->exhausted && s->base == s->issued; };
      if (!have() && !over()) {
        l.unlock();
        idle();
        l.lock();
      }
      while (!have() && !over() && !SignalPending()) {
        s->ready.wait_for(l, std::chrono::milliseconds(100), [&] { return have() || over(); });
        if (!have() && !over()) {
          l.unlock();
          idle();  // a slow input: flush what is printed, redraw the progress line
          l.lock();
        }
      }
      if (SignalPending()) {
        end = RunEnd::kSignal;
        break;
      }
      if (!have()) break;  // over
      next = std::move(*s->slots.front());
      s->slots.pop_front();
      ++s->base;
      s->room.notify_all();
    }
    if (!consume(next)) {
      end = RunEnd::kStopped;
      break;
    }
  }
  if (end != RunEnd::kDone) {
    std::lock_guard<std::mutex> l(s->mu);
    s->stop = true;
    s->room.notify_all();
    for (auto& t : pool) t.detach();  // the caller exits; a thread may be deep in a document
    return end;
  }
  for (auto& t : pool) t.join();
  return end;
}

}  // namespace cvmill::cli
