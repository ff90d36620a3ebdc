import { createRequire as __stewardCreateRequire } from 'node:module'; const require = __stewardCreateRequire(import.meta.url);

// src/tools/bash/wait.ts
var delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function settlesWithin(promise, ms) {
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
async function untilAborted(promise, signal, message) {
  if (signal.aborted) throw new Error(message);
  let onAbort;
  const aborted = new Promise((_, reject) => {
    onAbort = () => reject(new Error(message));
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([promise, aborted]);
  } finally {
    if (onAbort !== void 0) signal.removeEventListener("abort", onAbort);
  }
}

// src/tools/session/shell.ts
var plainShell = {
  sandboxed: false,
  command: ({ script }) => ({ file: "/bin/bash", args: ["-c", script] })
};
function refusingShell(reason) {
  return {
    sandboxed: false,
    command: () => {
      throw new Error(`Bash is disabled in this run: ${reason}`);
    }
  };
}

export {
  plainShell,
  refusingShell,
  delay,
  settlesWithin,
  untilAborted
};
