#!/usr/bin/env python3
"""Runs lanes of commands side by side: the commands of a lane one after another, the lanes at once.

    run-lanes.py --lane CMD [CMD ...] --lane CMD [CMD ...] ...

make test runs its live checks this way: they mostly wait on windows, servers and screen readers, so two lanes take
the time of the longer one on 2 cores. Each command is a shell command line. Its output is kept and printed whole
when it ends, under a line naming it with its lane, time and exit status, so two lanes never interleave their lines.
A failing command does not stop its lane (the next check may still tell something); one that runs past --limit is
stopped, with everything it started, and fails; the exit status is 1 when any command failed, and the last line
lists them.
"""
import argparse
import os
import signal
import subprocess
import sys
import threading
import time


def run_command(command, limit):
    """Runs `command` in a session of its own; its exit status and output. One still running after `limit` seconds is
    stopped with all it started (SIGTERM to its process group, SIGKILL 5 s later), and its status is None."""
    child = subprocess.Popen(command, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        output, _ = child.communicate(timeout=limit)
        return child.returncode, output
    except subprocess.TimeoutExpired:
        for sent in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(child.pid, sent)
            except ProcessLookupError:
                pass
            try:
                output, _ = child.communicate(timeout=5)
                break
            except subprocess.TimeoutExpired:
                output = b""
        return None, output


def run_lane(number, commands, limit, printer, failures):
    for command in commands:
        started = time.monotonic()
        status, output = run_command(command, limit)
        took = time.monotonic() - started
        with printer:
            ended = "exit %d" % status if status is not None else "stopped after its %d s" % limit
            print("── lane %d, %.1f s, %s: %s" % (number, took, ended, command), flush=True)
            sys.stdout.buffer.write(output)
            sys.stdout.flush()
            if status != 0:
                failures.append(command)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lane", action="append", nargs="+", metavar="CMD", required=True,
                        help="commands to run one after another (shell command lines)")
    parser.add_argument("--limit", type=float, default=900,
                        help="seconds a command may run before it is stopped and counted as failed (default 900)")
    arguments = parser.parse_args()
    lanes, limit = arguments.lane, arguments.limit
    printer, failures = threading.Lock(), []
    started = time.monotonic()
    threads = [threading.Thread(target=run_lane, args=(number, commands, limit, printer, failures))
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
