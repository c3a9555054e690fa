/** Injection tokens of what every service gets from the runtime module. */
export const CONFIG = Symbol('Config');
export const LOGGER = Symbol('Logger');
export const DATABASE = Symbol('Database');
export const REDIS = Symbol('Redis');
/** Every queue of the hub, for looking inside (depth metrics, the queue dashboard); see EveryQueue. */
export const QUEUES = Symbol('Queues');
