import { type AwsFailure, protocolOf } from './awsProtocols';

const invalidToken = 'The security token included in the request is invalid.';

/** Each protocol's real answer to an access key AWS does not know. */
export const refusedKey = (service: string): AwsFailure => {
  switch (protocolOf[service]) {
    case 'ec2':
      return {
        status: 401,
        code: 'AuthFailure',
        message: 'AWS was not able to validate the provided access credentials',
      };
    case 'restXml':
      return {
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The AWS Access Key Id you provided does not exist in our records.',
      };
    case 'json':
      return { status: 400, code: 'UnrecognizedClientException', message: invalidToken };
    case 'restJson':
      return { status: 403, code: 'UnrecognizedClientException', message: invalidToken };
    default:
      return { status: 403, code: 'InvalidClientTokenId', message: invalidToken };
  }
};

/** Each service's real answer to a principal without the IAM action. */
export const accessDenied = (service: string, caller: string, action: string): AwsFailure => {
  const denied = `User: ${caller} is not authorized to perform: ${action} because no identity-based policy allows the ${action} action`;
  switch (protocolOf[service]) {
    case 'ec2':
      return {
        status: 403,
        code: 'UnauthorizedOperation',
        message: `You are not authorized to perform this operation. ${denied}`,
      };
    case 'json':
      return { status: 400, code: 'AccessDeniedException', message: denied };
    case 'restJson':
      return { status: 403, code: 'AccessDeniedException', message: denied };
    default:
      return { status: 403, code: 'AccessDenied', message: denied };
  }
};

/** Each service's real throttling answer; AWS sends no Retry-After, its SDKs back off on the code. */
export const throttled = (service: string): AwsFailure => {
  switch (protocolOf[service]) {
    case 'ec2':
      return { status: 503, code: 'RequestLimitExceeded', message: 'Request limit exceeded.' };
    case 'restXml':
      return { status: 503, code: 'SlowDown', message: 'Please reduce your request rate.' };
    case 'json':
      return { status: 400, code: 'ThrottlingException', message: 'Rate exceeded' };
    case 'restJson':
      return { status: 429, code: 'TooManyRequestsException', message: 'Request rate limit exceeded' };
    default:
      return { status: 400, code: 'Throttling', message: 'Rate exceeded' };
  }
};

/** An operation the sandbox does not answer, as each protocol reports one it does not know. */
export const unknownOperation = (service: string, operation: string): AwsFailure => {
  switch (protocolOf[service]) {
    case 'json':
      return { status: 400, code: 'UnknownOperationException', message: `Unknown operation ${operation}` };
    case 'restJson':
    case 'restXml':
      return {
        status: 501,
        code: 'NotImplemented',
        message: 'A header you provided implies functionality that is not implemented',
      };
    default:
      return {
        status: 400,
        code: 'InvalidAction',
        message: `The action ${operation} is not valid for this web service.`,
      };
  }
};
