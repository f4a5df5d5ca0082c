#!/usr/bin/env python3
"""Runs lanes of commands side by side: the commands of a lane one after another, the lanes at once.

    run-lanes.py --lane CMD [CMD ...] --lane CMD [CMD ...] ...

make test runs its live checks this way: they mostly wait on windows, servers and screen readers, so two lanes take
the time of the longer one on 2 cores. Each command is a shell command line. Its output is kept and printed whole
when it ends, under a line naming it with its lane, time and exit status, so two lanes never interleave their lines.
A failing command does not stop its lane (the next check may still tell something); the exit status is 1 when any
command failed, and the last lines list them.
"""
import argparse
import subprocess
import sys
import threading
import time


def run_lane(number, commands, printer, failures):
    for command in commands:
        started = time.monotonic()
        result = subprocess.run(command, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        took = time.monotonic() - started
        with printer:
            print("── lane %d, %.1f s, exit %d: %s" % (number, took, result.returncode, command), flush=True)
            sys.stdout.buffer.write(result.stdout)
            sys.stdout.flush()
            if result.returncode != 0:
                failures.append(command)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lane", action="append", nargs="+", metavar="CMD", required=True,
                        help="commands to run one after another (shell command lines)")
    lanes = parser.parse_args().lane
    printer, failures = threading.Lock(), []
    started = time.monotonic()
    threads = [threading.Thread(target=run_lane, args=(number, commands, printer, failures))
               for number, commands in enumerate(lanes, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print("run-lanes: %d lanes in %.1f s; %s" % (len(lanes), time.monotonic() - started,
                                                 "all passed" if not failures else "failed: " + "; ".join(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
