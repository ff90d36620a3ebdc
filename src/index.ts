// The action's entry: nothing but run(). Once it has reported, the process ends, whatever sockets or
// timers a library left open.
import { run } from "./main";

void run().then(() => {
  setImmediate(() => process.exit());
});
