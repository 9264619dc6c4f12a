/* Starts a program with BENCH_T0_NS set to CLOCK_MONOTONIC nanoseconds, read
 * just before exec, so the program can time its own startup from there.
 *   launch PROGRAM [ARGS…] */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: launch PROGRAM [ARGS...]\n");
    return 2;
  }
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  char value[32];
  snprintf(value, sizeof value, "%lld", (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec);
  setenv("BENCH_T0_NS", value, 1);
  execvp(argv[1], argv + 1);
  perror("launch");
  return 127;
}
