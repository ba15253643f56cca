public enum MacSupport {}
