import { createConfig, lintFromString } from '@redocly/openapi-core'
import { readFileSync } from 'node:fs'
const source = readFileSync('docs/openapi.json', 'utf8')
const config = await createConfig({ extends: ['recommended'] })
const problems = await lintFromString({ source, absoluteRef: 'file:///docs/openapi.json', config })
for (const p of problems) console.log(p.severity, p.ruleId, p.message, p.location[0]?.pointer)
console.log(problems.length, 'problems')
