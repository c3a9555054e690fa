import { BadRequestException } from '@nestjs/common';
import { modelProblem } from '@solana-hub/ai';
import { describeZodError, templateLimitsSchema, templateSwitchSchema } from '@solana-hub/contracts';
import { templateSchema, validateTemplate, type Template, type TemplateProblem } from '@solana-hub/extraction';

/** What a PUT /api/templates/:id asks for: the enable switch alone, or a whole new template. */
export type TemplateChange = { kind: 'switch'; enabled: boolean } | { kind: 'replace'; template: Template };

/**
 * An `ai` extractor's model must be one the product knows and OpenAI still runs (or the one the
 * operator set: `settingModels`): the extractor asks OpenAI for it.
 */
function aiModelProblems(template: Template, settingModels: readonly string[]): TemplateProblem[] {
  return template.extractors.flatMap((extractor, index) => {
    const problem = extractor.type === 'ai' && extractor.ai_model ? modelProblem(extractor.ai_model, settingModels, new Date()) : null;
    return problem === null ? [] : [{ path: `extractors[${index}].ai_model`, message: `extractor '${extractor.name}': ${problem}` }];
  });
}

/**
 * A template as posted by the wizard or a duplication: its sizes (templateLimitsSchema), its
 * shape (zod) and then everything that would make it unusable, each bad regex named with where
 * it is (validateTemplate), and each AI model the product does not know or OpenAI has shut down
 * (AI_MODEL and AI_FALLBACK_MODEL, `settingModels`, are always taken). 400 {error}.
 */
export function usableTemplate(body: unknown, settingModels: readonly string[]): Template {
  const limited = templateLimitsSchema.safeParse(body);
  if (!limited.success) throw new BadRequestException(describeZodError(limited.error));
  const parsed = templateSchema.safeParse(body);
  if (!parsed.success) throw new BadRequestException(describeZodError(parsed.error));
  const problems = [...validateTemplate(parsed.data), ...aiModelProblems(parsed.data, settingModels)];
  if (problems.length > 0) {
    throw new BadRequestException(problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '));
  }
  return parsed.data;
}

/** The switch sends {enabled} and nothing else; any other body is the wizard's full template. */
export function templateChangeOf(body: unknown, settingModels: readonly string[]): TemplateChange {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (isObject && Object.keys(body).length === 1 && 'enabled' in body) {
    const parsed = templateSwitchSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(describeZodError(parsed.error));
    return { kind: 'switch', enabled: parsed.data.enabled };
  }
  return { kind: 'replace', template: usableTemplate(body, settingModels) };
}
