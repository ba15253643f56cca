public enum PhoneSupport {}
