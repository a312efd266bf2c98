#include "tools/batch/batch_pool.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>
#include <iostream>
#include <new>

namespace hyexec::batch {

namespace {

using Clock = std::chrono::steady_clock;

/// A child's exit status when an allocation failed outside the interpreter's
/// own accounting (which raises MemoryError as CPython does).
constexpr int kOutOfMemoryExit = 86;

struct Running {
  const Job* job = nullptr;
  pid_t pid = 0;
  int out_fd = -1, err_fd = -1;
  Clock::time_point start;
  bool killed = false;
  std::string out, err;
};

/// Reads what is there without blocking; false at end of file.
bool drain(int fd, std::string* into) {
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      into->append(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return n < 0; // 0: end of file; EAGAIN: more may come
  }
}

/// In the child: stdin from the job's text (or nothing), stdout and stderr to
/// the batch, limits, then the command itself. Never returns.
[[noreturn]] void child(const Job& job, const PoolOptions& options, const JobRunner& runner,
                        int out_fd, int err_fd, pid_t parent) {
  prctl(PR_SET_PDEATHSIG, SIGKILL); // a batch killed with -9 leaves no worker behind
  if (getppid() != parent) _exit(1);
  // `ps` shows which job a worker runs.
  std::string name = "hyexec#" + std::to_string(job.index);
  prctl(PR_SET_NAME, name.c_str());
  int in_fd = -1;
  if (job.stdin_text) {
    in_fd = memfd_create("stdin", 0);
    if (in_fd >= 0) {
      (void)!::write(in_fd, job.stdin_text->data(), job.stdin_text->size());
      ::lseek(in_fd, 0, SEEK_SET);
    }
  }
  if (in_fd < 0) in_fd = ::open("/dev/null", O_RDONLY);
  ::dup2(in_fd, 0);
  ::dup2(out_fd, 1);
  ::dup2(err_fd, 2);
  ::close_range(3, ~0U, 0); // other workers' pipes and the results file
  if (options.memory_limit_mb) {
    rlim_t bytes = static_cast<rlim_t>(options.memory_limit_mb) << 20;
    rlimit limit{bytes, bytes};
    setrlimit(RLIMIT_AS, &limit);
  }
  signal(SIGPIPE, SIG_DFL);
  int status = 2;
  try {
    status = runner(job_argv(job, options, job.stdin_text ? "-" : ""));
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << "hyexec: out of memory\n";
    std::cerr.flush();
    _exit(kOutOfMemoryExit);
  }
  std::cout.flush();
  std::cerr.flush();
  _exit(status);
}

JobOutcome outcome_of(Running& r, int wait_status, const rusage& usage) {
  JobOutcome o;
  o.seconds = std::chrono::duration<double>(Clock::now() - r.start).count();
  o.peak_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;
  o.stdout_text = std::move(r.out);
  o.stderr_text = std::move(r.err);
  if (r.killed) {
    o.status = "timeout";
  } else if (WIFSIGNALED(wait_status)) {
    // SIGKILL not sent by the batch is the kernel's out-of-memory killer.
    o.status = WTERMSIG(wait_status) == SIGKILL ? "memory" : "crashed";
    o.exit_code = 128 + WTERMSIG(wait_status);
    o.stderr_text +=
        std::string("hyexec: killed by signal ") + strsignal(WTERMSIG(wait_status)) + "\n";
  } else {
    o.exit_code = WEXITSTATUS(wait_status);
    o.status = o.exit_code == kOutOfMemoryExit ? "memory" : "done";
  }
  return o;
}

} // namespace

std::vector<std::string> job_argv(const Job& job, const PoolOptions& options,
                                  const std::string& stdin_path) {
  std::vector<std::string> argv = {"hyexec", job.command};
  argv.insert(argv.end(), job.files.begin(), job.files.end());
  argv.push_back("--json");
  argv.insert(argv.end(), options.pass_down.begin(), options.pass_down.end());
  if (!stdin_path.empty()) {
    argv.push_back("--stdin");
    argv.push_back(stdin_path);
  }
  argv.insert(argv.end(), job.args.begin(), job.args.end());
  return argv;
}

void run_pool(const std::vector<Job>& jobs, const PoolOptions& options, const JobRunner& runner,
              const std::function<void(const Job&, JobOutcome)>& on_done,
              const std::function<void()>& on_tick) {
  std::vector<Running> running;
  size_t next = 0;
  pid_t self = getpid();
  auto last_tick = Clock::now();
  std::cout.flush();
  std::cerr.flush();
  while (next < jobs.size() || !running.empty()) {
    while (running.size() < std::max<size_t>(1, options.workers) && next < jobs.size()) {
      const Job& job = jobs[next++];
      int out[2], err[2];
      if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0)
        throw std::runtime_error(std::string("pipe: ") + std::strerror(errno));
      pid_t pid = fork();
      if (pid < 0) throw std::runtime_error(std::string("fork: ") + std::strerror(errno));
      if (pid == 0) child(job, options, runner, out[1], err[1], self);
      ::close(out[1]);
      ::close(err[1]);
      fcntl(out[0], F_SETFL, O_NONBLOCK);
      fcntl(err[0], F_SETFL, O_NONBLOCK);
      Running r;
      r.job = &job;
      r.pid = pid;
      r.out_fd = out[0];
      r.err_fd = err[0];
      r.start = Clock::now();
      running.push_back(std::move(r));
    }
    std::vector<pollfd> fds;
    for (const Running& r : running) {
      fds.push_back({r.out_fd, POLLIN, 0});
      fds.push_back({r.err_fd, POLLIN, 0});
    }
    poll(fds.data(), fds.size(), 100);
    for (size_t i = 0; i < running.size();) {
      Running& r = running[i];
      drain(r.out_fd, &r.out);
      drain(r.err_fd, &r.err);
      double age = std::chrono::duration<double>(Clock::now() - r.start).count();
      if (!r.killed && options.kill_after_seconds > 0 && age > options.kill_after_seconds) {
        kill(r.pid, SIGKILL);
        r.killed = true;
      }
      int status = 0;
      rusage usage{};
      pid_t done = wait4(r.pid, &status, WNOHANG, &usage);
      if (done != r.pid) {
        ++i;
        continue;
      }
      // The child is gone: what it wrote is all in the pipes.
      int flags = fcntl(r.out_fd, F_GETFL);
      fcntl(r.out_fd, F_SETFL, flags & ~O_NONBLOCK);
      fcntl(r.err_fd, F_SETFL, flags & ~O_NONBLOCK);
      drain(r.out_fd, &r.out);
      drain(r.err_fd, &r.err);
      ::close(r.out_fd);
      ::close(r.err_fd);
      const Job& job = *r.job;
      JobOutcome o = outcome_of(r, status, usage);
      running.erase(running.begin() + static_cast<long>(i));
      on_done(job, std::move(o));
    }
    if (Clock::now() - last_tick > std::chrono::milliseconds(200)) {
      on_tick();
      last_tick = Clock::now();
    }
  }
  on_tick();
}

} // namespace hyexec::batch
