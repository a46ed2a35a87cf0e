import { SETTING_NAMES } from '../worker/settings-names.ts'

/** Worker vars that the environment of `npm start` may set for one run (secrets come from `.dev.vars`). */
export const SETTINGS = Object.keys(SETTING_NAMES).filter((name) => SETTING_NAMES[name] === 'var')

/** `--var NAME:value` for every setting present in `environment`. */
export function varArguments(environment) {
  return SETTINGS.filter((name) => environment[name] !== undefined).flatMap((name) => ['--var', `${name}:${environment[name]}`])
}
