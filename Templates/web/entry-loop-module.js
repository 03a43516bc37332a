// A looping decoration as an ES module, no side effect on import (press and release do nothing).
import { loops } from "./loop.js";

const e = loops(__RIPPLE__);
export const attach = e.attach, press = e.press, release = e.release;
