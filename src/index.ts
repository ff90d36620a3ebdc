// The action's entry: nothing but run(). Everything else is importable without side effects.
import { run } from "./main";

void run();
