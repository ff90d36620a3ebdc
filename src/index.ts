// The action's entry: nothing but run(). Once it has reported, the process ends, whatever sockets or
// timers a library left open. The compile cache is turned on before the rest is imported (it caches
// the modules loaded after it).
import { enableCompileCache } from "./compile-cache";

enableCompileCache(process.env, "action");
const { run } = await import("./main");

void run().then(() => {
  setImmediate(() => process.exit());
});
