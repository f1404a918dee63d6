import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../../src/config.js';
import { projectPath } from '../../src/paths.js';
import { serverNodeFlags } from '../../bench/server-process.js';
import { operationFor } from '../helpers/contract.js';

// The deployment files are checked statically (nothing here builds an image or pulls one): the
// Dockerfile, compose.yaml with its HAProxy configuration, and the Kubernetes manifests must agree
// with the server (its settings, port and probe paths) and with each other.

type Json = Record<string, any>;
const read = (path: string) => readFileSync(projectPath(path), 'utf8');

/** Every environment variable src/config.ts reads. */
const SETTINGS = new Set([...read('src/config.ts').matchAll(/\(env, '([A-Z0-9_]+)'/g)].map((m) => m[1]!).concat(['HOST', 'DATA_DIR', 'DOCUMENTS_DIR', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'PUBLIC_BASE_URL']));
const manifests = readdirSync(projectPath('deploy/k8s'))
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(read(`deploy/k8s/${f}`)).map((d) => ({ file: f, doc: d.toJS() as Json })));
const byKind = (kind: string) => manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);

describe('Dockerfile', () => {
  const text = read('Dockerfile');
  const stages = text.split(/^FROM /m).slice(1);
  const runtime = stages.at(-1)!;

  it('builds in one stage and runs in another, with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(runtime).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(runtime).toMatch(/^COPY --from=build \/app\/dist /m);
    expect(runtime).toMatch(/^COPY data /m);
  });

  it('runs as a user other than root, checks /healthz, and starts the built server', () => {
    const user = /^USER (\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(operationFor('GET', '/healthz')?.operationId).toBe('getHealth');
    expect(runtime).toMatch(/^CMD \[.*"dist\/server\.js"\]/m);
    // With the Node.js options of npm start, which the benches measure (bench/server-process.ts).
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)![1]!) as string[];
    expect(cmd).toEqual(['node', ...serverNodeFlags(), 'dist/server.js']);
    const port = /PORT=(\d+)/.exec(runtime)?.[1];
    expect(runtime).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    // Every setting it gives is one the server reads, with a valid value.
    const env = Object.fromEntries([...runtime.matchAll(/\b([A-Z_]+)=(\S+)/g)].filter(([, n]) => SETTINGS.has(n!)).map(([, n, v]) => [n!, v!]));
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['HOST', 'PORT', 'DATA_DIR', 'SHUTDOWN_GRACE_SECONDS']));
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('leaves local state and dependencies out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '.data', 'dist', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml and its HAProxy', () => {
  // Compose resolves YAML merge keys (the shared x-api block).
  const compose = parse(read('compose.yaml'), { merge: true }) as Json;
  const haproxy = read('deploy/haproxy/haproxy.cfg');

  it('runs PostgreSQL, Redis, two API instances and a proxy that checks readiness', () => {
    const services = compose.services as Record<string, Json>;
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'api1', 'api2', 'haproxy']));
    for (const name of ['api1', 'api2']) {
      const env = services[name]!.environment as Record<string, string>;
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.SECRETS_ENCRYPTION_KEY).toMatch(/^\$\{SECRETS_ENCRYPTION_KEY:\?/);
      for (const setting of Object.keys(env)) expect(SETTINGS, setting).toContain(setting);
      // Room for the drain.
      expect(Number(/^(\d+)s$/.exec(services[name]!.stop_grace_period)?.[1])).toBeGreaterThan(Number(env.SHUTDOWN_GRACE_SECONDS));
    }
    expect(services.haproxy!.volumes[0]).toMatch(/^\.\/deploy\/haproxy\/haproxy\.cfg:/);
    expect(existsSync(projectPath('deploy/haproxy/haproxy.cfg'))).toBe(true);
  });

  it('sends traffic to both instances on the port they listen on, checked on /readyz', () => {
    expect(haproxy).toMatch(/option httpchk GET \/readyz/);
    expect(operationFor('GET', '/readyz')?.operationId).toBe('getReadiness');
    const servers = [...haproxy.matchAll(/^\s*server (\S+) (\S+):(\d+)/gm)].map((m) => ({ host: m[2], port: Number(m[3]) }));
    expect(servers.map((s) => s.host).sort()).toEqual(['api1', 'api2']);
    // The image's PORT.
    for (const s of servers) expect(s.port).toBe(Number(/PORT=(\d+)/.exec(read('Dockerfile'))![1]));
    // The proxy closes idle client connections before the instances' keep-alive timeout.
    expect(Number(/timeout http-keep-alive (\d+)s/.exec(haproxy)![1]) * 1000).toBeLessThan(65_000);
  });
});

describe('Kubernetes manifests', () => {
  const deployment = byKind('Deployment')[0]!;
  const pod = deployment.spec.template.spec;
  const container = pod.containers[0];
  const config = byKind('ConfigMap')[0]!;
  const secret = byKind('Secret')[0]!;

  it('has a Deployment, Service, HPA, PodDisruptionBudget, ConfigMap and an example Secret', () => {
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'ConfigMap', 'Secret']) expect(byKind(kind), kind).toHaveLength(1);
  });

  it('probes the contract operations on the port the server listens on', () => {
    const port = container.ports.find((p: Json) => p.name === 'http');
    expect(port.containerPort).toBe(loadConfig(config.data).port);
    expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
    expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.startupProbe.httpGet.path).toBe('/healthz');
    for (const path of ['/readyz', '/healthz']) expect(operationFor('GET', path)).toBeDefined();
  });

  it('runs as non-root without privileges, and stops within its grace period', () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(container.securityContext.capabilities.drop).toContain('ALL');
    const preStop = Number(container.lifecycle.preStop.exec.command[1]);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + loadConfig(config.data).shutdownGraceSeconds);
    // The data directory (the secrets key file without SECRETS_ENCRYPTION_KEY) is writable.
    expect(container.volumeMounts.map((m: Json) => m.mountPath)).toContain(config.data.DATA_DIR);
  });

  it('takes its settings from the ConfigMap and Secret, all of them known to the server', () => {
    expect(() => loadConfig(config.data)).not.toThrow();
    for (const name of Object.keys(config.data)) expect(SETTINGS, name).toContain(name);
    expect(container.envFrom[0].configMapRef.name).toBe(config.metadata.name);
    for (const entry of container.env) {
      expect(SETTINGS, entry.name).toContain(entry.name);
      expect(entry.valueFrom.secretKeyRef.name).toBe(secret.metadata.name);
      // An optional entry (the previous encryption keys, set only during a rotation) may be absent.
      if (entry.valueFrom.secretKeyRef.optional !== true) expect(Object.keys(secret.stringData)).toContain(entry.valueFrom.secretKeyRef.key);
    }
  });

  it('routes, scales and protects the same pods', () => {
    const labels = deployment.spec.template.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    const service = byKind('Service')[0]!;
    expect(service.spec.selector).toEqual(labels);
    expect(service.spec.ports[0].targetPort).toBe('http');
    const hpa = byKind('HorizontalPodAutoscaler')[0]!;
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = byKind('PodDisruptionBudget')[0]!;
    expect(pdb.spec.selector.matchLabels).toEqual(labels);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
  });
});
