// The classic script of a looping decoration: installed on the document at load.
import { loops } from "./loop.js";

loops(__RIPPLE__).attach(document);
