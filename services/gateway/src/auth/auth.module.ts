import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { SessionStore } from './session-store.js';

/** Login, logout and the sessions every other module's guard and the live feed check. */
@Module({
  controllers: [AuthController],
  providers: [SessionStore],
  exports: [SessionStore],
})
export class AuthModule {}
