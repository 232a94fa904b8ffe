import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../server/src/config';
import { defaultWorkerThreads } from '../../server/src/core/workerPool';

const dataDir = mkdtempSync(path.join(tmpdir(), 'securo-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secret = 's'.repeat(40);
const auditKey = 'k'.repeat(40);

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'sqlite', filename: `${dataDir}/securo.db` },
      dataDir,
      jwtTtlSeconds: 12 * 3600,
      sessionIdleTimeoutSeconds: 30 * 60,
      seedDemo: true,
      logLevel: 'info',
      corsOrigins: null,
      trustProxy: false,
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      mailFrom: 'Securo <no-reply@securo.dev>',
      languageModel: null,
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['192.0.2.10', ['192.0.2.10']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'TRUE', 'yes'])(
    'refuses TRUST_PROXY=%s, which would believe any client, saying what to write',
    (value) => {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*refused.*addresses or CIDRs \(e\.g\. TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1\).*number of proxies in front of the server \(e\.g\. TRUST_PROXY=1\)/,
      );
    },
  );

  it.each([
    ['0.0.0.0/0', /TRUST_PROXY: "0\.0\.0\.0\/0" is refused: it would believe every client/],
    ['::/0', /"::\/0" is refused/],
    ['10.0.0.0/33', /"10\.0\.0\.0\/33" has a prefix longer than 32 bits/],
    ['10.0.0.0/x', /"10\.0\.0\.0\/x" is not an IP address or a CIDR/],
    ['proxy.internal', /"proxy\.internal" is not/],
    ['10.0.0.1,,10.0.0.2', /"" is not/],
    ['11', /TRUST_PROXY: 11 is more than 10 proxies/],
  ])('refuses TRUST_PROXY=%s', (value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(message);
  });

  it('defaults the data folder to data/', () => {
    expect(loadConfig({ JWT_SECRET: secret, AUDIT_KEY: auditKey }).database).toEqual({
      kind: 'sqlite',
      filename: 'data/securo.db',
    });
  });

  it('generates a JWT secret once, stores it with mode 600 and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it.each([
    ['file:/var/lib/securo/x.db', { kind: 'sqlite', filename: '/var/lib/securo/x.db' }],
    ['postgres://u:p@db:5432/securo', { kind: 'postgres', connectionString: 'postgres://u:p@db:5432/securo' }],
    ['postgresql://db/securo', { kind: 'postgres', connectionString: 'postgresql://db/securo' }],
  ])('reads DATABASE_URL %s', (url, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).database).toEqual(expected);
  });

  it('refuses to start in production without JWT_SECRET, saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(
      /JWT_SECRET is required when NODE_ENV=production/,
    );
  });

  it('refuses to start in production without AUDIT_KEY, saying what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DATA_DIR: dataDir })).toThrow(
      /AUDIT_KEY is required when NODE_ENV=production: it signs the audit trail/,
    );
  });

  it('outside production generates the audit key once into the data folder and keeps it', () => {
    const { auditKey: generated } = loadConfig({ DATA_DIR: dataDir });
    expect(generated).toMatch(/^[0-9a-f]{96}$/);
    expect(readFileSync(path.join(dataDir, 'audit-key'), 'utf8').trim()).toBe(generated);
    expect(loadConfig({ DATA_DIR: dataDir }).auditKey).toBe(generated);
  });

  it('refuses to start in production without CREDENTIALS_KEY, saying what to do', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, AUDIT_KEY: auditKey, DATA_DIR: dataDir }),
    ).toThrow(/CREDENTIALS_KEY is required when NODE_ENV=production: it encrypts the credentials/);
  });

  it('outside production generates the credentials key once into the data folder and uses the sandbox', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.credentialsKey).toMatch(/^[0-9a-f]{96}$/);
    expect(readFileSync(path.join(dataDir, 'credentials-key'), 'utf8').trim()).toBe(config.credentialsKey);
    expect(config.integrationsSandbox).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, INTEGRATIONS_SANDBOX: 'false' }).integrationsSandbox).toBe(false);
  });

  it('in production uses the given secrets, does not seed the demo and keeps off the sandbox by default', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, AUDIT_KEY: auditKey, CREDENTIALS_KEY: auditKey };
    const config = loadConfig(production);
    expect(config).toMatchObject({
      production: true,
      jwtSecret: secret,
      auditKey,
      credentialsKey: auditKey,
      seedDemo: false,
      integrationsSandbox: false,
    });
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ ...production, INTEGRATIONS_SANDBOX: 'true' }).integrationsSandbox).toBe(true);
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      JWT_SECRET: secret,
      PORT: '8080',
      HOST: '127.0.0.1',
      JWT_TTL: '30m',
      SESSION_IDLE_TIMEOUT: '15m',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CORS_ORIGIN: 'http://a.example, http://b.example',
      APP_URL: 'https://securo.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Team <team@example.com>',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      jwtTtlSeconds: 1800,
      sessionIdleTimeoutSeconds: 900,
      seedDemo: false,
      logLevel: 'warn',
      corsOrigins: ['http://a.example', 'http://b.example'],
      appUrl: 'https://securo.example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Team <team@example.com>',
    });
  });

  it.each([
    ['PORT', 'abc', /PORT/],
    ['DATABASE_URL', 'mysql://db/x', /DATABASE_URL: must start with file:, postgres:\/\/ or postgresql:\/\//],
    ['JWT_SECRET', 'short', /JWT_SECRET: must be at least 32 characters/],
    ['JWT_TTL', 'forever', /JWT_TTL: must be a duration/],
    ['JWT_TTL', '31d', /JWT_TTL: must be between 5m and 30d/],
    ['JWT_TTL', '1000d', /JWT_TTL: must be between 5m and 30d/],
    ['JWT_TTL', '0s', /JWT_TTL: must be between 5m and 30d/],
    ['SESSION_IDLE_TIMEOUT', 'idle', /SESSION_IDLE_TIMEOUT: must be a duration/],
    ['SESSION_IDLE_TIMEOUT', '25h', /SESSION_IDLE_TIMEOUT: must be between 5m and 24h/],
    ['SESSION_IDLE_TIMEOUT', '1m', /SESSION_IDLE_TIMEOUT: must be between 5m and 24h/],
    ['SEED_DEMO', 'maybe', /SEED_DEMO/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
  ])('explains an invalid %s (%s)', (name, value, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(message);
  });

  it('answers with a language model only when LLM_URL and LLM_MODEL are both set', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, LLM_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' }).languageModel,
    ).toEqual({ url: 'http://localhost:11434/v1', model: 'llama3.1', apiKey: null });
    expect(
      loadConfig({ DATA_DIR: dataDir, LLM_URL: 'http://vllm:8000/v1', LLM_MODEL: 'qwen', LLM_API_KEY: 'sk-1' })
        .languageModel,
    ).toEqual({ url: 'http://vllm:8000/v1', model: 'qwen', apiKey: 'sk-1' });
    expect(() => loadConfig({ DATA_DIR: dataDir, LLM_URL: 'http://localhost:11434/v1' })).toThrow(
      /LLM_URL and LLM_MODEL go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, LLM_URL: 'localhost', LLM_MODEL: 'llama3.1' })).toThrow(
      'LLM_URL: must be a URL such as http://localhost:11434/v1',
    );
  });

  it('draws report PDFs on one fewer thread than the cores unless WORKER_THREADS is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).workerThreads).toBe(defaultWorkerThreads());
    expect(loadConfig({ DATA_DIR: dataDir, WORKER_THREADS: '3' }).workerThreads).toBe(3);
    expect(() => loadConfig({ DATA_DIR: dataDir, WORKER_THREADS: '0' })).toThrow('WORKER_THREADS: must be at least 1');
    expect(() => loadConfig({ DATA_DIR: dataDir, WORKER_THREADS: 'many' })).toThrow(
      'WORKER_THREADS: must be a number of threads',
    );
  });

  it('keeps 5 GiB per organisation unless STORAGE_QUOTA_BYTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storageQuotaBytes).toBe(5 * 1024 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir, STORAGE_QUOTA_BYTES: '10485760' }).storageQuotaBytes).toBe(10485760);
    expect(() => loadConfig({ DATA_DIR: dataDir, STORAGE_QUOTA_BYTES: 'lots' })).toThrow(
      'STORAGE_QUOTA_BYTES: must be a number of bytes',
    );
  });

  it('opens no private range to organisations, in production or not, unless OUTBOUND_ALLOW names one', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).outboundAllow).toEqual([]);
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret, AUDIT_KEY: auditKey };
    expect(loadConfig({ ...production, CREDENTIALS_KEY: auditKey }).outboundAllow).toEqual([]);
    const allowed = loadConfig({ DATA_DIR: dataDir, OUTBOUND_ALLOW: '10.20.0.0/16, fd00::/8' }).outboundAllow;
    expect(allowed.map(([range, bits]) => `${range.toString()}/${bits}`)).toEqual(['10.20.0.0/16', 'fd00::/8']);
    expect(() => loadConfig({ DATA_DIR: dataDir, OUTBOUND_ALLOW: '10.20.0.0' })).toThrow(
      /OUTBOUND_ALLOW: "10\.20\.0\.0" is not a CIDR range such as 10\.20\.0\.0\/16/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      database: { kind: 'sqlite' },
    });
  });
});
