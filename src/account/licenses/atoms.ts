import { apiClientAtom } from '../../platform/state/atoms';
import { accountResource } from '../shared';
import { fetchLicenses } from './api';

/**
 * The member's document licenses. This file imports no other account feature: the licenses,
 * subscriptions and overview indexes import each other, and this resource must be defined
 * before that cycle is entered (the index exports it first).
 */
export const licenses = accountResource('licenses', (get, signal) =>
  fetchLicenses(get(apiClientAtom), signal),
);
