// oidc-provider ships no types; the tests use a few of its options, checked by running the flow.
declare module 'oidc-provider';
