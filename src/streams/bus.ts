import { Redis } from 'ioredis';
import type { Logger } from 'pino';

// Where stream updates travel between the feeds and the connections. In one process the bus calls
// its listeners directly. With REDIS_URL every publish goes through Redis pub/sub, also for the
// listeners of the publishing process, so each instance receives each update exactly once and in
// the order Redis delivered it (one subscriber connection per process).

export type BusListener = (payload: unknown) => void;

export interface BusSubscription {
  stop(): void;
  ready: Promise<void>;
}

export interface StreamBus {
  publish(topic: string, payload: unknown): void;
  /** `ready` resolves once updates published from now on will reach the listener. */
  subscribe(topic: string, listener: BusListener): BusSubscription;
  close(): Promise<void>;
}

class Listeners {
  private readonly byTopic = new Map<string, Set<BusListener>>();

  add(topic: string, listener: BusListener): { first: boolean; remove: () => boolean } {
    let set = this.byTopic.get(topic);
    const first = set === undefined;
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    return {
      first,
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.byTopic.delete(topic);
        return true;
      },
    };
  }

  deliver(topic: string, payload: unknown): void {
    const set = this.byTopic.get(topic);
    if (set) for (const listener of set) listener(payload);
  }
}

export function createLocalBus(): StreamBus {
  const listeners = new Listeners();
  return {
    publish: (topic, payload) => listeners.deliver(topic, payload),
    subscribe(topic, listener) {
      const entry = listeners.add(topic, listener);
      return { stop: () => void entry.remove(), ready: Promise.resolve() };
    },
    close: async () => {},
  };
}

const CHANNEL_PREFIX = 'streams:';

export function createRedisBus(url: string, logger: Logger): StreamBus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: false });
  const listeners = new Listeners();
  const onError = (error: unknown) => logger.warn({ err: error }, 'stream bus: redis error');
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      return;
    }
    listeners.deliver(channel.slice(CHANNEL_PREFIX.length), payload);
  });
  return {
    publish(topic, payload) {
      publisher.publish(CHANNEL_PREFIX + topic, JSON.stringify(payload)).catch(onError);
    },
    subscribe(topic, listener) {
      const entry = listeners.add(topic, listener);
      // ioredis sends commands in order: a later SUBSCRIBE of the same topic is ready after this one.
      const ready = subscriber.subscribe(CHANNEL_PREFIX + topic).then(
        () => undefined,
        (error: unknown) => onError(error),
      );
      return {
        stop: () => {
          if (entry.remove()) subscriber.unsubscribe(CHANNEL_PREFIX + topic).catch(onError);
        },
        ready,
      };
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

export function createStreamBus(redisUrl: string | null, logger: Logger): StreamBus {
  return redisUrl ? createRedisBus(redisUrl, logger) : createLocalBus();
}
