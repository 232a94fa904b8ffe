import { randomUUID } from 'node:crypto';
import type { FakeAnswer, FakeRequest } from '../../fakes/fakeServer';

/** The four wire protocols of the services the connector calls; EC2 speaks its own dialect of the query one. */
export type AwsProtocol = 'query' | 'ec2' | 'json' | 'restJson' | 'restXml';

export const protocolOf: Record<string, AwsProtocol> = {
  sts: 'query',
  iam: 'query',
  rds: 'query',
  ec2: 'ec2',
  cloudtrail: 'json',
  config: 'json',
  kms: 'json',
  guardduty: 'restJson',
  s3: 'restXml',
};

const queryNamespaces: Record<string, string> = {
  sts: 'https://sts.amazonaws.com/doc/2011-06-15/',
  iam: 'https://iam.amazonaws.com/doc/2010-05-08/',
  rds: 'http://rds.amazonaws.com/doc/2014-10-31/',
};
const ec2Namespace = 'http://ec2.amazonaws.com/doc/2016-11-15/';
export const s3Namespace = 'http://s3.amazonaws.com/doc/2006-03-01/';

/** The access key and service of a SigV4 signature: `Credential=AKID/20260701/us-east-1/iam/aws4_request`. */
export const signatureOf = ({ headers }: FakeRequest): { accessKeyId: string; service: string } | undefined => {
  const match = /Credential=([^/,\s]+)\/\d{8}\/[^/]+\/([^/]+)\/aws4_request/.exec(headers.authorization ?? '');
  return match ? { accessKeyId: match[1], service: match[2] } : undefined;
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`);

/** An element holding text (escaped), or nothing at all when the value is undefined. */
export const leaf = (name: string, value: string | number | boolean | undefined): string =>
  value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

/** An element holding other elements. */
export const node = (name: string, ...children: string[]): string => `<${name}>${children.join('')}</${name}>`;

const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8"?>\n';

const xml = (status: number, body: string, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  body: `${xmlDeclaration}${body}`,
  headers: { 'content-type': 'text/xml;charset=UTF-8', ...headers },
});

/** A query-protocol answer: `<ActionResponse><ActionResult>…</ActionResult><ResponseMetadata>…`. */
export const queryAnswer = (service: string, action: string, result: string): FakeAnswer => {
  const requestId = randomUUID();
  const body = `<${action}Response xmlns="${queryNamespaces[service]}">${node(`${action}Result`, result)}${node('ResponseMetadata', leaf('RequestId', requestId))}</${action}Response>`;
  return xml(200, body, { 'x-amzn-requestid': requestId });
};

/** An EC2 answer: the result's elements straight under `<ActionResponse>`, after the request id. */
export const ec2Answer = (action: string, result: string): FakeAnswer =>
  xml(
    200,
    `<${action}Response xmlns="${ec2Namespace}">${leaf('requestId', randomUUID())}${result}</${action}Response>`,
  );

export const jsonAnswer = (body: unknown): FakeAnswer => ({
  status: 200,
  body,
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID() },
});

export const restJsonAnswer = (body: unknown): FakeAnswer => ({
  status: 200,
  body,
  headers: { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() },
});

export const s3Answer = (body: string): FakeAnswer =>
  xml(200, body, { 'x-amz-request-id': randomUUID().slice(0, 16).toUpperCase(), 'x-amz-id-2': randomUUID() });

export type AwsFailure = { status: number; code: string; message: string; headers?: Record<string, string> };

/** A failure as each protocol writes it; the SDKs read the code from the body, or for REST-JSON from a header. */
export const errorAnswer = (service: string, { status, code, message, headers = {} }: AwsFailure): FakeAnswer => {
  const requestId = randomUUID();
  switch (protocolOf[service] ?? 'query') {
    case 'ec2':
      return xml(
        status,
        `<Response>${node('Errors', node('Error', leaf('Code', code), leaf('Message', message)))}${leaf('RequestID', requestId)}</Response>`,
        headers,
      );
    case 'json':
      return {
        status,
        body: { __type: code, message },
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': requestId, ...headers },
      };
    case 'restJson':
      return {
        status,
        body: { message, __type: code },
        headers: {
          'content-type': 'application/json',
          'x-amzn-errortype': code,
          'x-amzn-requestid': requestId,
          ...headers,
        },
      };
    case 'restXml':
      return xml(status, node('Error', leaf('Code', code), leaf('Message', message), leaf('RequestId', requestId)), {
        'x-amz-request-id': requestId,
        ...headers,
      });
    case 'query':
      return xml(
        status,
        `<ErrorResponse xmlns="${queryNamespaces[service] ?? queryNamespaces.sts}">${node('Error', leaf('Type', status >= 500 ? 'Receiver' : 'Sender'), leaf('Code', code), leaf('Message', message))}${leaf('RequestId', requestId)}</ErrorResponse>`,
        { 'x-amzn-requestid': requestId, ...headers },
      );
  }
};
