export { createEventBus, createInProcessEventBus, createPostgresEventBus, EVENTS_CHANNEL } from "./bus.js";
