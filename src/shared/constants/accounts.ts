/** What a disabled account is told when it tries to sign in (password, provider) or use its workspaces' API keys. */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Contact the operator of this installation.';
/** The error code of that refusal (403). */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';
