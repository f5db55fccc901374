export {
  selectHasFailed,
  selectIsInvalid,
  selectIsWorking,
  selectResult as selectUnsubscribed,
} from '../shared/one-click-link';
