import { getApiErrorMessage } from '@/api/apiError';
import { accessManagementText } from '@/features/members/constants';
import { useToast } from '@/features/toasts/useToast';

type Confirmed = { unwrap: () => Promise<{ message: string }> };

/** Runs a change and toasts the server's own words: success only once it confirmed, its refusal otherwise. */
export const useMemberChange = () => {
  const toast = useToast();
  return async (change: () => Confirmed): Promise<boolean> => {
    try {
      const { message } = await change().unwrap();
      toast.success(message);
      return true;
    } catch (error) {
      toast.error(getApiErrorMessage(error, accessManagementText.actionFailed));
      return false;
    }
  };
};
