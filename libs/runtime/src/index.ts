export * from './tokens.js';
export { createLogger, NestPinoLogger } from './logger.js';
export { ZodPipe } from './zod-pipe.js';
export { JsonErrorFilter } from './error-filter.js';
export { HealthController, Metrics } from './health.js';
export { isPublic, Public } from './public-route.js';
export { declaredRoutes, type DeclaredRoute } from './declared-routes.js';
export { RuntimeModule } from './runtime-module.js';
export { startService, runServiceProcess, REQUEST_TIMEOUT_MS, type ServiceDefinition, type RunningService } from './start-service.js';
