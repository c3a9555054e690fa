import { BadRequestException } from '@nestjs/common';
import { AI_MODEL_IDS, aiModelSchema, describeZodError, templateLimitsSchema, templateSwitchSchema } from '@solana-hub/contracts';
import { templateSchema, validateTemplate, type Template, type TemplateProblem } from '@solana-hub/extraction';

/** What a PUT /api/templates/:id asks for: the enable switch alone, or a whole new template. */
export type TemplateChange = { kind: 'switch'; enabled: boolean } | { kind: 'replace'; template: Template };

/** An `ai` extractor's model must be one the product offers: the extractor asks OpenAI for it. */
function aiModelProblems(template: Template): TemplateProblem[] {
  return template.extractors.flatMap((extractor, index) =>
    extractor.type === 'ai' && extractor.ai_model && !aiModelSchema.safeParse(extractor.ai_model).success
      ? [
          {
            path: `extractors[${index}].ai_model`,
            message: `extractor '${extractor.name}': unknown AI model '${extractor.ai_model}' (models: ${AI_MODEL_IDS.join(', ')})`,
          },
        ]
      : [],
  );
}

/**
 * A template as posted by the wizard or a duplication: its sizes (templateLimitsSchema), its
 * shape (zod) and then everything that would make it unusable, each bad regex named with where
 * it is (validateTemplate), and each AI model the product does not offer. 400 {error}.
 */
export function usableTemplate(body: unknown): Template {
  const limited = templateLimitsSchema.safeParse(body);
  if (!limited.success) throw new BadRequestException(describeZodError(limited.error));
  const parsed = templateSchema.safeParse(body);
  if (!parsed.success) throw new BadRequestException(describeZodError(parsed.error));
  const problems = [...validateTemplate(parsed.data), ...aiModelProblems(parsed.data)];
  if (problems.length > 0) {
    throw new BadRequestException(problems.map((problem) => `${problem.path}: ${problem.message}`).join('; '));
  }
  return parsed.data;
}

/** The switch sends {enabled} and nothing else; any other body is the wizard's full template. */
export function templateChangeOf(body: unknown): TemplateChange {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (isObject && Object.keys(body).length === 1 && 'enabled' in body) {
    const parsed = templateSwitchSchema.safeParse(body);
    if (!parsed.success) throw new BadRequestException(describeZodError(parsed.error));
    return { kind: 'switch', enabled: parsed.data.enabled };
  }
  return { kind: 'replace', template: usableTemplate(body) };
}
