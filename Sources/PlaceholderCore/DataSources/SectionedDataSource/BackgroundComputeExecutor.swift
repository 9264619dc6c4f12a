#if canImport(Glibc)
  import Glibc
#endif

/// The thread a background replacement computes on (`replaceAllInBackground`):
/// one thread of its own whose nice value is 10, so that on a busy machine
/// the app's GTK thread, which paints the frames, gets the processor before
/// a million-row filter does. On the shared pool the filter took the
/// core the main thread was waiting for, and a search held frames for
/// 100 ms on two busy cores (BENCHMARKS.md). Work runs one piece at a time,
/// in the order it came; a task's cancellation reaches it as usual.
package final class BackgroundComputeExecutor: TaskExecutor, @unchecked Sendable {
  /// The one thread, started on first use.
  package static let shared = BackgroundComputeExecutor()

  /// The nice value of the thread: a tenth of the main thread's share
  /// when both want the same core.
  package static let niceness: Int32 = 10

  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private let wakeUp: UnsafeMutablePointer<pthread_cond_t>
  /// Guarded by `lock`.
  private var jobs: [UnownedJob] = []
  /// The thread's nice value once it runs: what it could set (a process
  /// already at a higher one keeps it).
  private var threadNiceness: Int32?

  private init() {
    lock = .allocate(capacity: 1)
    lock.initialize(to: pthread_mutex_t())
    pthread_mutex_init(lock, nil)
    wakeUp = .allocate(capacity: 1)
    wakeUp.initialize(to: pthread_cond_t())
    pthread_cond_init(wakeUp, nil)
    var thread = pthread_t()
    // The thread holds the executor: it lives as long as the process.
    let executor = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        Unmanaged<BackgroundComputeExecutor>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, executor)
    if started == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<BackgroundComputeExecutor>.fromOpaque(executor).release()
    }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    pthread_mutex_lock(lock)
    jobs.append(job)
    pthread_cond_signal(wakeUp)
    pthread_mutex_unlock(lock)
  }

  private func run() {
    // On Linux a nice value is the calling thread's alone.
    _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
    errno = 0
    let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    pthread_mutex_lock(lock)
    threadNiceness = errno == 0 ? nice : nil
    pthread_mutex_unlock(lock)
    while true {
      pthread_mutex_lock(lock)
      while jobs.isEmpty { pthread_cond_wait(wakeUp, lock) }
      let job = jobs.removeFirst()
      pthread_mutex_unlock(lock)
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// The thread's nice value, once it has started (nil before, or where it
  /// could not be read).
  package var niceness: Int32? {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return threadNiceness
  }
}
