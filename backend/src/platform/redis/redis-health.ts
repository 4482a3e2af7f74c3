export interface RedisHealth {
  configured: boolean;
  ping(): Promise<unknown>;
}
export const REDIS_HEALTH = Symbol('REDIS_HEALTH');
