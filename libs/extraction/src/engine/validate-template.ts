import { customPresetFor } from '../presets/library.js';
import { parsePostProcessorChain } from './post-processors.js';
import { compileUserRegex, RegexError } from './safe-regex.js';
import { OUTPUT_TEMPLATE_EXTRACTOR, templateSchema, type Extractor, type Template } from './template.js';

/** Something that makes a template unusable, where it is, in words a user can act on. */
export interface TemplateProblem {
  /** e.g. 'patterns[0].pattern', 'extractors[2].pattern' */
  path: string;
  message: string;
}

// A field name must fit a display template's {{placeholder}}.
const FIELD_NAME = /^[\w.-]+$/;

function regexProblem(path: string, owner: string, source: string): TemplateProblem[] {
  const compiled = compileUserRegex(source, 'i');
  return compiled instanceof RegexError ? [{ path, message: `${owner}: ${compiled.message}` }] : [];
}

function patternProblems(template: Template): TemplateProblem[] {
  return template.patterns.flatMap((pattern, index) =>
    pattern.type === 'regex' ? regexProblem(`patterns[${index}].pattern`, `pattern ${index + 1}`, pattern.pattern) : [],
  );
}

function outputTemplateProblems(extractor: Extractor, at: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  if (extractor.type !== 'custom')
    problems.push({ path: `${at}.type`, message: `${OUTPUT_TEMPLATE_EXTRACTOR} must be a custom extractor` });
  if (!(extractor.output_template ?? extractor.pattern)) {
    problems.push({ path: `${at}.output_template`, message: `${OUTPUT_TEMPLATE_EXTRACTOR} needs a display template` });
  }
  return problems;
}

function kindProblems(extractor: Extractor, at: string, owner: string): TemplateProblem[] {
  if (extractor.name === OUTPUT_TEMPLATE_EXTRACTOR) return outputTemplateProblems(extractor, at);
  if (extractor.type === 'regex') {
    return extractor.pattern
      ? regexProblem(`${at}.pattern`, owner, extractor.pattern)
      : [{ path: `${at}.pattern`, message: `${owner}: a regex extractor needs a pattern` }];
  }
  if (extractor.type === 'custom' && !customPresetFor(extractor)) {
    return [{ path: `${at}.preset_id`, message: `${owner}: no custom preset '${extractor.preset_id ?? extractor.name}'` }];
  }
  return [];
}

function extractorProblems(extractor: Extractor, index: number, seen: Set<string>): TemplateProblem[] {
  const at = `extractors[${index}]`;
  const owner = `extractor '${extractor.name}'`;
  const problems = kindProblems(extractor, at, owner);
  if (!FIELD_NAME.test(extractor.name)) {
    problems.push({ path: `${at}.name`, message: `${owner}: a name may hold only letters, digits, '_', '.' and '-'` });
  }
  if (seen.has(extractor.name)) problems.push({ path: `${at}.name`, message: `${owner}: another extractor has the same name` });
  seen.add(extractor.name);
  for (const unknown of parsePostProcessorChain(extractor.post_processor).unknown) {
    problems.push({ path: `${at}.post_processor`, message: `${owner}: unknown post-processor '${unknown}'` });
  }
  return problems;
}

/** zod's ['extractors', 2, 'pattern'] as 'extractors[2].pattern', like the paths above. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

/**
 * Everything wrong with a template a user is saving: its shape (zod), each regex pattern or
 * extractor regex RE2 cannot run (named, with the reason), custom extractors without a
 * processor, unknown post-processors, clashing names. Empty when it can be saved.
 */
export function validateTemplate(input: unknown): TemplateProblem[] {
  const parsed = templateSchema.safeParse(input);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({ path: pathText(issue.path), message: issue.message }));
  }
  const seen = new Set<string>();
  return [
    ...patternProblems(parsed.data),
    ...parsed.data.extractors.flatMap((extractor, index) => extractorProblems(extractor, index, seen)),
  ];
}
