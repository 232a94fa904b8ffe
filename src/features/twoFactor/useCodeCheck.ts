import { useState, type FormEvent } from 'react';
import { codeFailureMessage } from '@/features/twoFactor/twoFactorErrors';

type CodeMessages = { wrongCode: string; fallback: string };

/** A one-time code typed and sent: a refused one is told why, and every try leaves the field empty for the next. */
export const useCodeCheck = (check: (code: string) => Promise<void>, { wrongCode, fallback }: CodeMessages) => {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    setProblem(null);
    try {
      await check(code.trim());
    } catch (error) {
      setProblem(codeFailureMessage(error, wrongCode, fallback));
    } finally {
      setCode('');
      setChecking(false);
    }
  };

  return { code, setCode, problem, checking, submit };
};
