import ServerBootstrap

bootstrap()
