import { BadGatewayException, Controller, Get, GatewayTimeoutException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { tokenAddressSchema, type AnalysisResponse, analysisResponseSchema } from '@solana-hub/contracts';
import { ZodPipe } from '@solana-hub/runtime';
import { TokenAnalysis } from './token-analysis.js';
import { ApiRoute, badRequest, ok, refused } from '../docs/api-route.js';

const analysisParamsSchema = z.object({ address: tokenAddressSchema });

/** Set on an answer that carries an older report because the analyzer could not make a new one. */
const STALE_HEADER = 'x-analysis-stale';

/** GET /api/analyze/full/:address: the analysis page's report, `{data}`, which the page refetches every 60 s. */
@Controller('api/analyze')
export class FullAnalysisController {
  constructor(private readonly analysis: TokenAnalysis) {}

  @ApiRoute({
    tag: 'analysis',
    summary: "A token's security and market report",
    description:
      `The stored report when it is at most 60 s old; otherwise the analyzer makes one while the request waits (up to 15 s). ` +
      `When the analyzer is late or fails and an older report exists, that one is answered with \`${STALE_HEADER}: true\`.`,
    answers: [
      ok(analysisResponseSchema),
      badRequest,
      refused(502, 'The analyzer failed; the error says why'),
      refused(504, 'The analyzer did not answer in time'),
    ],
  })
  @Get('full/:address')
  async full(
    @Param(new ZodPipe(analysisParamsSchema)) params: z.infer<typeof analysisParamsSchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AnalysisResponse> {
    const answer = await this.analysis.report(params.address);
    switch (answer.status) {
      case 'report':
        if (answer.stale) void reply.header(STALE_HEADER, 'true');
        return { data: answer.report };
      case 'late':
        throw new GatewayTimeoutException('Analysis is not available right now: the analyzer did not answer in time');
      case 'failed':
        throw new BadGatewayException(`Analysis failed: ${answer.reason}`);
    }
  }
}
